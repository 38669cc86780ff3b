/** The §5 texts and patterns of forms, apart from the form library: pages without a form (the storefront) check an e-mail with them. */
/** The form error texts of application spec §5, word for word. */
export const FORM_MESSAGES = {
  pattern: 'Invalid value',
  minlength: 'Value is too short',
  maxlength: 'Value is too long',
  required: 'This field is required',
  password: 'Password must be at least 8 characters long, must include lower and upper case characters and at least one number',
  mismatch: "Passwords don't match",
} as const;

/** local@domain, the domain dotted and ending in at least 2 letters, or an IP literal (§5) */
export const EMAIL_PATTERN = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}|\[(?:\d{1,3}\.){3}\d{1,3}\])$/;
/** 8 or more letters, digits and common punctuation, with a lower-case letter, an upper-case letter and a digit (§5) */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)[A-Za-z\d!"#$%&'()*+,\-./:;<=>?@[\\\]^_`{|}~]{8,}$/;
