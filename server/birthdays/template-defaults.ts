/**
 * The birthday email template's layout until someone saves one: the seed writes it as
 * `settings.email_template` and the repository answers it when neither exists.
 */
export function emailTemplateDefaults() {
  return {
    image: null,
    padding_top: 100,
    padding_left: 100,
    preview_width: 600,
    preview_height: 400,
    cc_users: [] as string[],
  };
}
