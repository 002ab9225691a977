import { yieldToMain } from './lib/yieldToMain';

/**
 * The application's modules run in stages, each in a task of its own, so a slow phone can paint
 * and answer input in between instead of running them all in one long task:
 * React's DOM renderer, the contracts (their schemas are built as they load), the component
 * library, then the shell. The imports are `eager`: their code is in this chunk already, so a
 * stage costs no request, only its own run.
 */
const startInStages = async () => {
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await yieldToMain();
  await import(/* webpackMode: "eager" */ 'shared-contracts');
  await yieldToMain();
  await import(/* webpackMode: "eager" */ 'shared-ui');
  await yieldToMain();
  const { startApp } = await import(/* webpackMode: "eager" */ './startApp');
  await yieldToMain();
  startApp();
};

void startInStages().catch((error: unknown) => {
  console.error('The site failed to start', error);
});
