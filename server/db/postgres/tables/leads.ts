import type { ActivityType } from '../../../../contract/activities';
import type { NotificationKind } from '../../../../contract/notifications';
import type { StoredFileRef } from '../../../stored/row-types';
import {
  boolean,
  date,
  id,
  jsonb,
  maintained,
  nullable,
  optionalRef,
  ref,
  smallint,
  table,
  text,
  textArray,
  timestamptz,
} from '../columns';
import { concernPersons, socialNetworks } from './people';
import { withIndexes } from '../columns';

const optionalText = () => nullable(text());

/**
 * Whether a lead's search texts fit in a btree entry (at most 2,704 bytes) beside its other
 * columns, as pg_indexes prints the rule of migration 0023 (repos/lead-conditions.ts counts by it).
 */
export const KEY_ACCOUNT_TEXTS_FIT =
  '((octet_length(search_text) + octet_length(listed_search_text)) <= 2000)';
export const KEY_ACCOUNT_TEXTS_LONG =
  '((octet_length(search_text) + octet_length(listed_search_text)) > 2000)';

/** Leads and what belongs to a lead: it goes with the lead (server/leads/lead-record-routes.ts). */
export const leadTables = {
  /** A lead with its wizard step 1 flattened; exhibitions and concern persons are child rows. */
  leads: table({
    collection: 'leads',
    columns: {
      id: id(),
      organization_name: text(),
      organization_logo: optionalText(),
      industry_id: optionalRef('industries', 'RESTRICT'),
      information_source_id: optionalRef('information_sources', 'RESTRICT'),
      phone: text(),
      /** Null when left blank in the wizard (migration 0007). */
      address: optionalText(),
      country_id: optionalRef('countries', 'RESTRICT'),
      division_id: optionalRef('divisions', 'RESTRICT'),
      district_id: optionalRef('districts', 'RESTRICT'),
      zone_id: optionalRef('zones', 'RESTRICT'),
      website_link: optionalText(),
      social_networks: socialNetworks(),
      lead_priority: optionalText(),
      lead_stage: optionalText(),
      status: optionalText(),
      is_disabled: smallint(),
      created_by: optionalRef('employees', 'RESTRICT'),
      created_at: timestamptz(),
      updated_at: nullable(timestamptz()),
      /** server/leads/repository.ts `searchTextOf`, fields joined by U+001F (no NUL in text). */
      search_text: text(),
      /** The same of what a restricted lead's list row shows (first phone and email). */
      listed_search_text: text(),
      /** contract/identity-keys.ts `identityKeys` of the lead: the duplicate check's keys. */
      identity_keys: textArray(),
      /** Whether any activity marks the lead a key account: kept by a trigger (migration 0019). */
      is_key_account: maintained(boolean()),
    },
    primaryKey: ['id'],
    indexes: [
      // With what the list's filters read, so that their counts come from the index alone (0017).
      {
        name: 'leads_newest_idx',
        on: 'created_at DESC, id DESC',
        include: 'created_by, is_disabled, industry_id, lead_stage, lead_priority',
      },
      // The key-account list newest first, with what its filters read (0019, 0023) ...
      {
        name: 'leads_key_account_newest_idx',
        on: 'created_at DESC, id DESC',
        include: 'created_by, is_disabled, industry_id, lead_stage, lead_priority',
        where: 'is_key_account',
      },
      // ... and its searches' texts where they fit in a btree entry, the others apart (0023).
      {
        name: 'leads_key_account_texts_idx',
        on: 'created_at DESC, id DESC',
        include:
          'created_by, is_disabled, industry_id, lead_stage, lead_priority, search_text, listed_search_text',
        where: `(is_key_account AND ${KEY_ACCOUNT_TEXTS_FIT})`,
      },
      {
        name: 'leads_key_account_long_texts_idx',
        on: 'id',
        where: `(is_key_account AND ${KEY_ACCOUNT_TEXTS_LONG})`,
      },
      // The restricted leads, for an employee's count (0021).
      {
        name: 'leads_disabled_idx',
        on: 'id',
        include: 'created_at, created_by',
        where: '(is_disabled = 1)',
      },
      { name: 'leads_stage_idx', on: 'lead_stage, created_at DESC, id DESC' },
      { name: 'leads_created_by_idx', on: 'created_by, created_at DESC, id DESC' },
      { name: 'leads_priority_idx', on: 'lead_priority' },
      // An industry's leads newest first, and their count, from the index alone (0018, 0020).
      {
        name: 'leads_industry_idx',
        on: 'industry_id, created_at DESC, id DESC',
        include: 'created_by, is_disabled, lead_stage, lead_priority',
      },
      { name: 'leads_information_source_idx', on: 'information_source_id' },
      { name: 'leads_country_idx', on: 'country_id' },
      { name: 'leads_division_idx', on: 'division_id' },
      { name: 'leads_district_idx', on: 'district_id' },
      { name: 'leads_zone_idx', on: 'zone_id' },
      { name: 'leads_organization_name_idx', on: 'lower(organization_name)' },
      { name: 'leads_phone_idx', on: 'phone' },
      // Already lower-cased: the index is on the column itself.
      { name: 'leads_search_trgm', using: 'gin', on: 'search_text gin_trgm_ops' },
      { name: 'leads_listed_search_trgm', using: 'gin', on: 'listed_search_text gin_trgm_ops' },
      // Migration 0007: the list's lower-cased filters, the duplicate check, a file's owner.
      { name: 'leads_stage_lower_idx', on: 'lower(lead_stage), created_at DESC, id DESC' },
      { name: 'leads_priority_lower_idx', on: 'lower(lead_priority)' },
      { name: 'leads_organization_logo_idx', on: 'organization_logo' },
      { name: 'leads_identity_keys_idx', using: 'gin', on: 'identity_keys' },
    ],
  }),
  /** `initial_info.exhibitions`: who is assigned to the lead at which exhibition. */
  lead_exhibitions: table({
    columns: {
      lead_id: ref('leads', 'CASCADE'),
      position: smallint(),
      exhibition_id: optionalRef('exhibitions', 'RESTRICT'),
      employee_id: optionalRef('employees', 'RESTRICT'),
      additional_employee_id: optionalRef('employees', 'RESTRICT'),
      /** The lead's created_at, so that the indexes below list an employee's leads newest first. */
      lead_created_at: timestamptz(),
    },
    primaryKey: ['lead_id', 'position'],
    indexes: [
      // An exhibition's leads newest first from the index alone (0018).
      { name: 'lead_exhibitions_exhibition_idx', on: 'exhibition_id, lead_created_at DESC, lead_id DESC' },
      // An employee's leads (at an exhibition), newest first, from the index alone (0011, 0016).
      {
        name: 'lead_exhibitions_employee_idx',
        on: 'employee_id, exhibition_id, lead_created_at DESC, lead_id DESC',
      },
      {
        name: 'lead_exhibitions_additional_employee_idx',
        on: 'additional_employee_id, exhibition_id, lead_created_at DESC, lead_id DESC',
      },
    ],
  }),
  lead_concern_persons: withIndexes(concernPersons('lead_concern_persons', 'lead_id', 'leads'), [
    // A stored visiting card's lead (migration 0007).
    { name: 'lead_concern_persons_attachment_idx', on: 'attachment' },
  ]),
  /** Timeline activities; the fields after `created_at` belong to one type each. */
  lead_activities: table({
    collection: 'lead-activities',
    columns: {
      id: id(),
      lead_id: ref('leads', 'CASCADE'),
      type: text<ActivityType>(),
      key_account: text<'Y' | 'N'>(),
      created_by: optionalRef('employees', 'RESTRICT'),
      created_at: timestamptz(),
      attachments: nullable(jsonb<StoredFileRef[]>()),
      description: optionalText(),
      log_type: optionalText(),
      task_title: optionalText(),
      task_description: optionalText(),
      task_type: optionalText(),
      start_date: nullable(date()),
      start_time: optionalText(),
      due_date: nullable(date()),
      due_time: optionalText(),
      priority: optionalText(),
      reminders: nullable(jsonb<{ reminderDate: string; reminderTime: string }[]>()),
      sms_description: optionalText(),
      note_description: optionalText(),
      subject: optionalText(),
      body: optionalText(),
      sender_name: optionalText(),
      to_mail: nullable(textArray()),
    },
    primaryKey: ['id'],
    indexes: [
      { name: 'lead_activities_lead_idx', on: 'lead_id, created_at DESC, id DESC' },
      { name: 'lead_activities_newest_idx', on: 'created_at DESC, id DESC' },
      { name: 'lead_activities_created_by_idx', on: 'created_by, created_at DESC' },
      {
        name: 'lead_activities_key_account_idx',
        on: 'lead_id, created_at',
        where: "(key_account = 'Y'::text)",
      },
      { name: 'lead_activities_attachments_idx', using: 'gin', on: 'attachments jsonb_path_ops' },
    ],
  }),
  /** A task's `assign_to`, in order. */
  activity_assignees: table({
    columns: {
      activity_id: ref('lead_activities', 'CASCADE'),
      position: smallint(),
      employee_id: ref('employees', 'RESTRICT'),
    },
    primaryKey: ['activity_id', 'position'],
    indexes: [{ name: 'activity_assignees_employee_idx', on: 'employee_id' }],
  }),
  /** Edit/Details requests (collection lead-permissions); `expires_at` only once approved. */
  lead_access_requests: table({
    collection: 'lead-permissions',
    columns: {
      id: id(),
      lead_id: ref('leads', 'CASCADE'),
      employee_id: ref('employees', 'RESTRICT'),
      permission_type: text(),
      status: text<'pending' | 'approved' | 'reject'>(),
      created_at: timestamptz(),
      acted_by: optionalRef('employees'),
      acted_at: nullable(timestamptz()),
      expires_at: nullable(timestamptz()),
    },
    primaryKey: ['id'],
    indexes: [
      { name: 'lead_access_requests_lead_idx', on: 'lead_id, employee_id' },
      { name: 'lead_access_requests_employee_idx', on: 'employee_id, created_at DESC' },
      {
        name: 'lead_access_requests_pending_idx',
        on: 'created_at DESC',
        where: "(status = 'pending'::text)",
      },
    ],
  }),
  notifications: table({
    collection: 'notifications',
    columns: {
      id: id(),
      employee_id: ref('employees', 'CASCADE'),
      lead_id: ref('leads', 'CASCADE'),
      exhibition_id: optionalRef('exhibitions'),
      assigned_type: text<NotificationKind>(),
      is_read: smallint(),
      created_at: timestamptz(),
      activity_id: optionalRef('lead_activities'),
      task_title: optionalText(),
      reminder_at: nullable(timestamptz()),
    },
    primaryKey: ['id'],
    indexes: [
      { name: 'notifications_employee_idx', on: 'employee_id, created_at DESC, id DESC' },
      { name: 'notifications_unread_idx', on: 'employee_id', where: '(is_read = 0)' },
      { name: 'notifications_lead_idx', on: 'lead_id' },
    ],
  }),
  task_reminders: table({
    collection: 'task-reminders',
    columns: {
      id: id(),
      lead_id: ref('leads', 'CASCADE'),
      activity_id: ref('lead_activities', 'CASCADE'),
      task_title: text(),
      due_at: timestamptz(),
      fired_at: nullable(timestamptz()),
      created_at: timestamptz(),
    },
    primaryKey: ['id'],
    indexes: [
      { name: 'task_reminders_due_idx', on: 'due_at', where: '(fired_at IS NULL)' },
      { name: 'task_reminders_lead_idx', on: 'lead_id' },
      { name: 'task_reminders_activity_idx', on: 'activity_id' },
    ],
  }),
  /** A reminder's `employee_ids`, in order. */
  task_reminder_employees: table({
    columns: {
      task_reminder_id: ref('task_reminders', 'CASCADE'),
      position: smallint(),
      employee_id: ref('employees', 'CASCADE'),
    },
    primaryKey: ['task_reminder_id', 'position'],
  }),
};
