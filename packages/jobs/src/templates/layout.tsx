/** @jsxRuntime automatic */
// The pragma: the worker also runs under other packages' tsx (the site's server), whose JSX setting may differ.
import {
  Body,
  Button,
  Container,
  Head,
  Hr,
  Html,
  Img,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import { fonts, palette } from '@pond/ui/theme';
import type { ReactNode } from 'react';

// The frame every mail shares: the logo, a preheader (the line mail programs show after the
// subject), one column that reads at 320 px and stays at most 600 px wide, and the signature.
// Inline styles only: most mail programs drop <style> blocks and ignore custom properties.

export const siteRoot = (siteUrl: string) => siteUrl.replace(/\/$/, '');

export function MailLayout(props: {
  preheader: string;
  siteUrl: string;
  /** Why the reader got this mail, under the signature. */
  reason: string;
  children: ReactNode;
}) {
  const site = siteRoot(props.siteUrl);
  return (
    <Html lang="en" dir="ltr">
      <Head>
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
      </Head>
      <Preview>{props.preheader}</Preview>
      <Body style={{ margin: 0, padding: 0, backgroundColor: palette.surfaceMuted, fontFamily: fonts.body }}>
        <Container style={{ width: '100%', maxWidth: '600px', margin: '0 auto', padding: '16px 0' }}>
          <Section data-skip-in-text="true" style={{ padding: '8px 16px' }}>
            <Img
              src={`${site}/mail-logo.png`}
              width="40"
              height="40"
              alt=""
              style={{ display: 'inline-block', verticalAlign: 'middle', borderRadius: '20px' }}
            />
            <span
              style={{
                display: 'inline-block',
                verticalAlign: 'middle',
                marginLeft: '10px',
                fontFamily: fonts.heading,
                fontSize: '20px',
                fontWeight: 700,
                color: palette.brand,
              }}
            >
              Pond Builders Direct
            </span>
          </Section>
          <Section
            style={{
              backgroundColor: palette.surface,
              border: `1px solid ${palette.border}`,
              borderTop: `4px solid ${palette.brand}`,
              borderRadius: '8px',
              padding: '8px 20px 16px',
            }}
          >
            {props.children}
            <Text style={{ ...paragraph, marginTop: '24px' }}>— Pond Builders Direct</Text>
          </Section>
          <Section style={{ padding: '0 16px' }}>
            <Hr style={{ borderColor: palette.border, margin: '16px 0 8px' }} />
            <Text style={{ fontSize: '13px', lineHeight: '20px', color: palette.inkMuted, margin: 0 }}>
              {props.reason}{' '}
              <Link href={site} style={{ color: palette.brand }}>
                {site}
              </Link>
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

const paragraph = {
  fontSize: '16px',
  lineHeight: '24px',
  color: palette.ink,
  margin: '12px 0',
  overflowWrap: 'anywhere',
} as const;

/** A paragraph of body text. */
export function P({ children, muted }: { children: ReactNode; muted?: boolean }) {
  return <Text style={muted ? { ...paragraph, color: palette.inkMuted } : paragraph}>{children}</Text>;
}

/** The mail's heading. */
export function Title({ children }: { children: ReactNode }) {
  return (
    <Text
      style={{
        ...paragraph,
        fontFamily: fonts.heading,
        fontSize: '22px',
        lineHeight: '30px',
        fontWeight: 700,
      }}
    >
      {children}
    </Text>
  );
}

/** Label: value lines, one per line in both parts (a list of facts, not a layout table). */
export function Facts({ facts }: { facts: readonly (readonly [label: string, value: ReactNode])[] }) {
  return (
    <Text
      style={{
        ...paragraph,
        backgroundColor: palette.brandSoft,
        borderRadius: '6px',
        padding: '12px 14px',
      }}
    >
      {facts.map(([label, value], index) => (
        <span key={label}>
          {index > 0 && <br />}
          <strong>{label}:</strong> {value}
        </span>
      ))}
    </Text>
  );
}

/**
 * A call to action: a button in the HTML; in the plain text its label followed by the address
 * (react-email's toPlainText writes a link's href after its text).
 */
export function Action({
  href,
  children,
  quiet,
}: {
  href: string;
  children: string;
  /** A second thought (withdraw), not the mail's main action: outlined. */
  quiet?: boolean;
}) {
  return (
    <Section style={{ margin: '16px 0' }}>
      <Button
        href={href}
        style={{
          backgroundColor: quiet ? palette.surface : palette.action,
          color: quiet ? palette.brand : palette.surface,
          border: `2px solid ${quiet ? palette.brand : palette.action}`,
          fontSize: '16px',
          fontWeight: 700,
          borderRadius: '6px',
          padding: '12px 18px',
          textDecoration: 'none',
        }}
      >
        {children}
      </Button>
    </Section>
  );
}

/** A link inside a sentence. */
export function A({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} style={{ color: palette.brand, textDecoration: 'underline' }}>
      {children}
    </Link>
  );
}

/** Every mail to a homeowner about a request carries its signed withdraw link. */
export function WithdrawNotice({ withdrawUrl }: { withdrawUrl: string | null }) {
  if (!withdrawUrl) return null;
  return (
    <>
      <P>Changed your mind? Withdraw your request here (the link works for 60 days):</P>
      <Action href={withdrawUrl} quiet>
        Withdraw my request
      </Action>
      <P muted>
        Withdrawing stops it from going to anyone else; builders who already have it keep their copy.
      </P>
    </>
  );
}
