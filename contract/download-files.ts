/**
 * Names of the files the server answers as downloads, which the app also saves them as (the
 * Content-Disposition header cannot be read on every path, e.g. a cross-origin answer).
 */

/** Export Phone of the leads, prospects and stakeholders lists. */
export const PHONE_FILE = 'phone_numbers.csv';

/** The prospects' and stakeholders' import template (Import/Export → Download Sample). */
export const SAMPLE_FILE = 'sample_import.xlsx';
