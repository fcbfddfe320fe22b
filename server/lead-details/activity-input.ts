import type { Repos } from '../repositories';
import { ErrorBag } from '../validation/errors';
import { isEmail, text } from '../validation/values';
import { LOG_TYPES } from '../../contract/activity-types';
import { choiceField, jsonListField, keyAccountField, textField } from './activity-fields';
import { readTask } from './task-input';
import type { ActivityType } from '../lead-activities/repository';

export interface ActivityValues {
  type: ActivityType;
  key_account: 'Y' | 'N';
  fields: Record<string, unknown>;
  reminderInstants: string[];
}

/** The fields of one activity form, checked; a 422 keyed by field lists every problem. */
export async function readActivity(
  repos: Repos,
  type: ActivityType,
  body: Record<string, unknown>,
): Promise<ActivityValues> {
  const bag = new ErrorBag();
  const key_account = keyAccountField(body, bag);
  let fields: Record<string, unknown> = {};
  let reminderInstants: string[] = [];
  switch (type) {
    case 'log':
      fields = {
        description: textField(body, 'description', bag, { required: true }),
        log_type: choiceField(body, 'log_type', LOG_TYPES, bag, false),
      };
      break;
    case 'note':
      fields = { note_description: textField(body, 'note_description', bag, { required: true }) };
      break;
    case 'sms':
      fields = { sms_description: textField(body, 'sms_description', bag, { required: true, max: 1000 }) };
      break;
    case 'email': {
      const to_mail: string[] = [];
      for (const address of jsonListField(body, 'to_mail', bag, 100)) {
        const mail = text(address);
        if (!isEmail(mail)) bag.add('to_mail', 'Every recipient must be a valid email address.');
        else if (!to_mail.includes(mail.toLowerCase())) to_mail.push(mail.toLowerCase());
      }
      fields = {
        subject: textField(body, 'subject', bag, { required: true, max: 255 }),
        body: textField(body, 'body', bag, { required: true, max: 20000 }),
        sender_name: textField(body, 'sender_name', bag, { max: 255 }),
        to_mail,
      };
      break;
    }
    case 'file':
      fields = { description: textField(body, 'description', bag) };
      break;
    case 'task':
      ({ fields, reminderInstants } = await readTask(repos, body, bag));
      break;
  }
  bag.throwIfAny();
  return { type, key_account, fields, reminderInstants };
}
