// What importing a style sheet or an image gives in every package: tsconfig.base.json lists this
// file for all of them, so it is declared once.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.otf' {
  const url: string;
  export default url;
}
