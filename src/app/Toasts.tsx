import { ToastContainer } from 'react-toastify';

export default function Toasts() {
  // Top-right as the spec says, but below the header so a toast never covers the bell or the
  // profile menu (a user could not sign out until it faded).
  return <ToastContainer position="top-right" newestOnTop style={{ top: '4.25rem' }} />;
}
