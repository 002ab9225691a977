// Components and helpers of the design system. The theme's CSS (theme/tokens.css and
// theme/base.css) is imported once by the shell, not from here, so importing a component
// never re-applies global styles.
export * from './components';
export * from './hooks/useChannelValue';
export * from './hooks/useHydrated';
export * from './theme/requiredMarkFont';
