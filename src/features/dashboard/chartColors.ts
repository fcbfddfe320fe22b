/** The pie's seven fixed slice colours (repeated in order when there are more stages). */
export const PIE_COLORS = ['#0d6efd', '#20c997', '#ffc107', '#dc3545', '#6f42c1', '#fd7e14', '#0dcaf0'];

/** Slice label colour per slice colour, each with AA contrast on its slice. */
export const PIE_LABEL_COLORS = ['#fff', '#000', '#000', '#fff', '#fff', '#000', '#000'];

/** Organization names in the table are cut to 15 characters followed by '...'. */
export const cutName = (name: string, max = 15): string =>
  name.length > max ? `${name.slice(0, max)}...` : name;
