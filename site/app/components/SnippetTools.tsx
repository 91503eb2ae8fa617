import { Button, SelectField, useToast } from '@pond/ui';
import { useSyncExternalStore } from 'react';
import type { EmbedOptions, KitInfo } from '../lib/embed-snippet.ts';
import { SITE_URL } from '../lib/site.ts';

// What the partners' embed builder and a builder's "Your website" page share: the origin a snippet
// names, the kit's version to pin, and copying the snippet.

const noSubscription = () => () => {};

/** The origin this page is served from; the pre-rendered HTML names the public site. */
export function useSnippetOrigin(): string {
  return useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => SITE_URL,
  );
}

/** The kit pinned with its SRI hash, or the evergreen channel of its major version. */
export function VersionField({
  kit,
  value,
  onChange,
}: {
  kit: KitInfo;
  value: EmbedOptions['channel'];
  onChange: (channel: EmbedOptions['channel']) => void;
}) {
  return (
    <SelectField
      label="Version"
      options={[
        { value: 'pinned', label: `Pinned to ${kit.version}, with its SRI hash` },
        { value: 'evergreen', label: `Always the newest ${kit.version.split('.')[0]}.x` },
      ]}
      value={value}
      onChange={(event) => onChange(event.target.value as EmbedOptions['channel'])}
    />
  );
}

/** Copies the snippet, saying so, or what to do when the browser refuses the clipboard. */
export function CopySnippetButton({ snippet, where }: { snippet: string; where: string }) {
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(snippet);
      toast({ title: 'Snippet copied!', description: `Paste it into ${where}.`, variant: 'success' });
    } catch {
      toast({
        title: 'Could not copy',
        description: 'Your browser refused the clipboard: select the snippet and copy it yourself.',
        variant: 'destructive',
      });
    }
  };
  return (
    <Button type="button" onClick={copy}>
      Copy snippet
    </Button>
  );
}
