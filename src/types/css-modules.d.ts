// Gatsby 5 exposes CSS module classes as named exports: `import * as styles from './styles.module.css'`.
declare module '*.module.css' {
  const classes: { readonly [className: string]: string };
  export = classes;
}
