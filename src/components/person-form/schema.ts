import { array, object, string } from 'yup';
import { GENDERS, LEAD_MEDIA, PERSON_MEDIA } from '../../../contract/person-fields';

/** Client rules of the concern person cards and organization fields; the server checks the same and more. */

const PHONE_RE = /^[0-9+\-() ]+$/;
const digitCount = (v: string) => v.replace(/\D/g, '').length;
export const isPhone = (v: string) => PHONE_RE.test(v) && digitCount(v) >= 6 && digitCount(v) <= 20;
export const isEmail = (v: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v);
const isHttpUrl = (v: string) => {
  try {
    const url = new URL(v);
    return (url.protocol === 'http:' || url.protocol === 'https:') && Boolean(url.hostname);
  } catch {
    return false;
  }
};

const PHONE_MESSAGE = 'Phone must have 6 to 20 digits (spaces, +, - and parentheses allowed)';
const URL_MESSAGE = 'Enter a valid URL starting with http:// or https://';
const optionalUrl = string().test('url', URL_MESSAGE, (v) => !v || isHttpUrl(v));

export const concernPersonsSchema = object({
  concern_person_info: array(
    object({
      name: string().trim().required('Name is required'),
      phone: array(
        string()
          .required()
          .test('phone', PHONE_MESSAGE, (v) => !v || isPhone(v)),
      ).min(1, 'Phone is required'),
      email: array(
        string()
          .required()
          .test('email', 'Email is invalid', (v) => !v || isEmail(v)),
      ).min(1, 'Email is required'),
      gender: string()
        .nullable()
        .oneOf([...GENDERS, '', null], 'Choose a gender'),
      social_networks: array(
        object().shape(
          {
            social_media: string().when('url', {
              is: (url: string | undefined) => Boolean(url),
              then: (s) =>
                s.required('Social media is required').oneOf([...PERSON_MEDIA], 'Choose a social media'),
            }),
            url: optionalUrl.when('social_media', {
              is: (m: string | undefined) => Boolean(m),
              then: (s) => s.required('URL is required'),
            }),
          },
          [['social_media', 'url']],
        ),
      ),
    }),
  ).min(1),
});

/**
 * The organization fields the lead wizard and the prospect / stakeholder form share: name, phone,
 * website and the social links (a row needs both media and URL once either is filled).
 */
export const organizationFields = {
  organization_name: string().trim().required('Organization name is required'),
  phone: string()
    .trim()
    .required('Phone is required')
    .test('phone', PHONE_MESSAGE, (v) => !v || isPhone(v)),
  website_link: optionalUrl,
  social_networks: array(
    object().shape(
      {
        mediaName: string().when('URL', {
          is: (url: string | undefined) => Boolean(url),
          then: (s) => s.required('Media is required').oneOf([...LEAD_MEDIA], 'Choose a media'),
        }),
        URL: optionalUrl.when('mediaName', {
          is: (m: string | undefined) => Boolean(m),
          then: (s) => s.required('URL is required'),
        }),
      },
      [['mediaName', 'URL']],
    ),
  ),
};
