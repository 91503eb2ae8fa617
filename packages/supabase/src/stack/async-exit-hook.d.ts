// async-exit-hook 2.0.1 ships no types; only what keep-exit-code.ts uses.
declare module 'async-exit-hook' {
  const asyncExitHook: { unhookEvent(event: string): void };
  export default asyncExitHook;
}
