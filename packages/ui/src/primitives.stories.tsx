import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  Accordion,
  Breadcrumbs,
  Button,
  Card,
  Container,
  Grid,
  Section,
  SelectField,
  Skeleton,
  Spinner,
  Split,
  TextAreaField,
  TextField,
  useToast,
  type ToastVariant,
} from './index.ts';

const meta: Meta = { title: 'UI/Primitives' };
export default meta;

export const Buttons: StoryObj<{ label: string; disabled: boolean; block: boolean }> = {
  args: { label: 'Get My Free Quotes', disabled: false, block: false },
  render: ({ label, disabled, block }) => (
    <div style={{ display: 'grid', gap: '1rem', maxWidth: 480 }}>
      <Button disabled={disabled} $block={block}>
        {label}
      </Button>
      <Button $variant="secondary" disabled={disabled} $block={block}>
        {label}
      </Button>
      <Button $variant="ghost" disabled={disabled} $block={block}>
        {label}
      </Button>
    </div>
  ),
};

export const Fields: StoryObj<{ error: string; hint: string }> = {
  args: { error: '', hint: 'We only use it to send your quotes.' },
  render: ({ error, hint }) => (
    <div style={{ display: 'grid', gap: '1rem', maxWidth: 480 }}>
      <TextField label="Name" error={error || undefined} hint={hint || undefined} />
      <SelectField
        label="Project type"
        placeholder="Select a project type"
        options={[
          { value: 'koi', label: 'Koi Pond Construction' },
          { value: 'other', label: 'Other' },
        ]}
        error={error || undefined}
      />
      <TextAreaField label="Tell us about your project (optional)" rows={3} error={error || undefined} />
    </div>
  ),
};

export const FieldWithError: StoryObj = {
  render: () => <TextField label="Email" defaultValue="jo@" error="Please enter a valid email address" />,
};

export const Layout: StoryObj = {
  render: () => (
    <Section $muted>
      <Container>
        <Grid $min="12rem">
          {['Koi ponds', 'Water gardens', 'Waterfalls'].map((title) => (
            <Card key={title}>
              <h3>{title}</h3>
              <p>Vetted builders near you.</p>
            </Card>
          ))}
        </Grid>
      </Container>
    </Section>
  ),
};

export const SplitLayout: StoryObj = {
  render: () => (
    <Container>
      <Split>
        <div>
          <h2>Get Free Quotes</h2>
          <p>The narrow column: a heading and the reasons to ask.</p>
        </div>
        <Card>The wide column: the form.</Card>
      </Split>
    </Container>
  ),
};

export const AccordionStory: StoryObj = {
  name: 'Accordion',
  render: () => (
    <Accordion
      items={[
        { title: 'How much does a pond cost?', content: 'Most backyard ponds cost $3,000 to $10,000.' },
        { title: 'How long does it take?', content: 'Most ponds are built in one to two weeks.' },
      ]}
    />
  ),
};

export const BreadcrumbsStory: StoryObj = {
  name: 'Breadcrumbs',
  render: () => (
    <Breadcrumbs
      items={[{ label: 'Home', href: '/' }, { label: 'States', href: '/states' }, { label: 'Texas' }]}
    />
  ),
};

export const Loading: StoryObj = {
  render: () => (
    <div style={{ display: 'grid', gap: '1rem', maxWidth: 480 }}>
      <Spinner label="Finding pond contractors..." />
      <Skeleton $height="6rem" />
      <Skeleton $height="6rem" />
    </div>
  ),
};

function ToastButtons({ title, description }: { title: string; description: string }) {
  const toast = useToast();
  const variants: ToastVariant[] = ['success', 'info', 'destructive'];
  return (
    <div style={{ display: 'flex', gap: '1rem' }}>
      {variants.map((variant) => (
        <Button key={variant} onClick={() => toast({ title, description, variant })}>
          Show {variant}
        </Button>
      ))}
    </div>
  );
}

export const Toasts: StoryObj<{ title: string; description: string }> = {
  args: {
    title: 'Request Submitted',
    description:
      'We’ve received your request and will connect you with top pond professionals in your area soon.',
  },
  render: (args) => <ToastButtons {...args} />,
};
