/** Timing of the organization and person forms (their choices: contract/person-fields.ts). */
/** Typeaheads start after more than 2 characters (organization names: more than 1), 300 ms debounce. */
export const TYPEAHEAD_MIN_CHARS = 3;
export const ORGANIZATION_MIN_CHARS = 2;
export const TYPEAHEAD_DEBOUNCE_MS = 300;
