/**
 * The log and task types of the spec's business constants: the log and task forms offer them, the
 * server accepts only them, the seed writes them.
 */
export const LOG_TYPES = ['Log a Call', 'Log an E-mail', 'Log a Meeting', 'Visit Log', 'WhatsApp'] as const;
