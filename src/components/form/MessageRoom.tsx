import { createContext, useContext, type ReactNode } from 'react';

const Reserved = createContext(false);

/**
 * Fields inside keep a line free for their message while they have none, so a message that
 * appears when a field is left does not move what lies below or beside it. Repeatable rows use it:
 * pressing a row's Remove leaves the row's field, and the message grew the row and slid Remove
 * from under the pointer before the button was released (issue 27).
 */
export function MessageRoom({ children }: { children: ReactNode }) {
  return <Reserved.Provider value>{children}</Reserved.Provider>;
}

/**
 * The free line where a message would be: the message's own box (Bootstrap's invalid-feedback),
 * invisible and hidden from screen readers. Nothing outside a MessageRoom.
 */
export function MessageLine() {
  const reserved = useContext(Reserved);
  if (!reserved) return null;
  return (
    <div className="invalid-feedback d-block invisible" aria-hidden="true">
      {'\u00a0'}
    </div>
  );
}
