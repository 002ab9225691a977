// No imports: the boot script and the header read these (ADR 0032).

/** Id of the `<template>` that holds the early login dialog; the header's "Log in" names it. */
export const EARLY_LOGIN_TEMPLATE_ID = 'early-login';

/** On a button whose dialog the boot script can show before the application runs. */
export const EARLY_DIALOG_ATTRIBUTE = 'data-early-dialog';
