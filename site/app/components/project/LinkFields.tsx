import type { WithdrawLink } from '@pond/core';

/** The signed link as a form's fields: each form on the project page carries it to the action. */
export const linkFields = (link: WithdrawLink): Record<string, string> => ({
  request: link.request,
  expires: String(link.expires),
  signature: link.signature,
});

/** The request's signed link as hidden fields: what lets a form on the project page act. */
export function LinkFields({ link }: { link: WithdrawLink }) {
  return (
    <>
      {Object.entries(linkFields(link)).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}
