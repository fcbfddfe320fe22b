/**
 * A birthday contact as GET /birthday-wish-list answers it (made by server/birthdays/routes.ts),
 * with whether it is the contact's birthday today and whether today's mail has gone out.
 */
export interface BirthdayContact {
  id: number;
  CompanyName: string | null;
  PersonName: string;
  Designation: string | null;
  ContactEmail: string;
  ContactNumber: string | null;
  DOB: string;
  Address: string | null;
  created_at: string | null;
  birthday_today: boolean;
  wish_sent_at: string | null;
  wish_sent_today: boolean;
}

/**
 * The birthday email template as GET /email-template-settings answers it (made by
 * server/birthdays/template-routes.ts); image_url is relative to the API root and needs the token.
 */
export interface EmailTemplateSettings {
  image: string | null;
  image_original_name: string | null;
  image_url: string | null;
  padding_top: number;
  padding_left: number;
  preview_width: number;
  preview_height: number;
  /** CC addresses of every birthday mail. */
  cc_users: string[];
}
