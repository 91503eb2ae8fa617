import { COPY_LINK_TOAST, TOAST_DURATION_MS, copyLinkFailedToast } from '@pond/core';
import { Button, theme } from '@pond/ui';
import styled from 'styled-components';

const Bar = styled.div<{ $sticky?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  @media (min-width: ${theme.breakpoint.large}) {
    ${({ $sticky }) => ($sticky ? 'position: sticky; top: 5rem; flex-direction: column;' : '')}
  }
  @media print {
    display: none;
  }
`;

/** Print, Copy Link and sharing to Facebook, Twitter and LinkedIn (spec §2.10). */
export function ShareTools({
  url,
  title,
  summary,
  sticky,
  label,
}: {
  url: string;
  title: string;
  summary: string;
  sticky?: boolean;
  label: string;
}) {
  const encoded = {
    url: encodeURIComponent(url),
    title: encodeURIComponent(title),
    summary: encodeURIComponent(summary),
  };
  const targets = [
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${encoded.url}` },
    { name: 'Twitter', href: `https://twitter.com/intent/tweet?url=${encoded.url}&text=${encoded.title}` },
    {
      name: 'LinkedIn',
      href: `https://www.linkedin.com/shareArticle?mini=true&url=${encoded.url}&title=${encoded.title}&summary=${encoded.summary}`,
    },
  ];
  return (
    <Bar $sticky={sticky} role="group" aria-label={label}>
      {/* The site script prints and copies (site-script/page-actions.ts), with or without React on the page. */}
      <Button type="button" $variant="ghost" data-action="print">
        Print
      </Button>
      <Button
        type="button"
        $variant="ghost"
        data-action="copy-link"
        data-url={url}
        data-toast-done={JSON.stringify({
          ...COPY_LINK_TOAST,
          variant: 'success',
          durationMs: TOAST_DURATION_MS.copyLink,
        })}
        data-toast-failed={JSON.stringify({ ...copyLinkFailedToast(url), variant: 'destructive' })}
      >
        Copy Link
      </Button>
      {targets.map((target) => (
        <Button
          key={target.name}
          as="a"
          $variant="ghost"
          href={target.href}
          target="_blank"
          rel="noopener noreferrer"
        >
          {target.name} <span className="visually-hidden">(share in a new tab)</span>
        </Button>
      ))}
    </Bar>
  );
}
