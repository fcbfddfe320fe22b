/**
 * The choices of an organization's and a person's form fields (lead wizard, prospects,
 * stakeholders, a lead's individual tabs): the server validates against them, the forms offer
 * them, the seed writes them. Spelled as the spec has them ('Twiter' included).
 */

/** Social media of a lead or organization (`social_networks[].mediaName`). */
export const LEAD_MEDIA = ['Facebook', 'Instagram', 'Twiter', 'linkedin'] as const;
export type LeadMedia = (typeof LEAD_MEDIA)[number];

/** Social media of a concern person (`social_networks[].social_media`). */
export const PERSON_MEDIA = ['facebook', 'youtube', 'linkedin', 'other'] as const;
export type PersonMedia = (typeof PERSON_MEDIA)[number];

/** A concern person's gender (may also be unset). */
export const GENDERS = ['male', 'female', 'others'] as const;
export type Gender = (typeof GENDERS)[number];
