// What importing a style sheet, an image or a font gives in every package: tsconfig.base.json
// lists this file for all of them, so it is declared once.
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
