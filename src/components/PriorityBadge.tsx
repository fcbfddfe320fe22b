import { Badge } from 'react-bootstrap';
import { priorityTone, type Tone } from '../../contract/priorities';

/** The theme colour of each tone: the one place a tone becomes a Bootstrap class. */
const VARIANT: Record<Tone, string> = {
  success: 'success',
  primary: 'primary',
  warning: 'warning',
  danger: 'danger',
  neutral: 'secondary',
};

/**
 * A lead priority as a badge, in the tone contract/priorities.ts gives it (any other value is
 * neutral). `empty` is what a lead without a priority shows. The light warning badge gets dark
 * text from src/styles/app.css.
 */
export function PriorityBadge({
  priority,
  empty,
  className,
}: {
  priority: string | null | undefined;
  empty?: string;
  className?: string;
}) {
  return (
    <Badge bg={VARIANT[priorityTone(priority)]} className={className}>
      {priority ?? empty}
    </Badge>
  );
}
