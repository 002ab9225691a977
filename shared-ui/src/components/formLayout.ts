import formLayout from './formLayout.module.css';

/**
 * Class names of a sign-in form's layout: `form` (the column), `between` (a row spread to both
 * ends), `actions` (the buttons' column), `check` (a labelled checkbox), `link` (a button that
 * looks like a link), `social` (the Google and Facebook buttons), `muted` (a quiet line).
 */
export { formLayout };
