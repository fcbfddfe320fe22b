import { ToastContainer } from 'react-toastify';

export default function Toasts() {
  // Top-right as the spec says, but below the header so a toast never covers the bell or the
  // profile menu (a user could not sign out until it faded). There it lies over the page's own
  // top-right buttons (Import/Export, Add Prospect, Add) for 5 s: a click on it closes it, where
  // react-toastify's default let the click do nothing.
  return <ToastContainer position="top-right" newestOnTop closeOnClick style={{ top: '4.25rem' }} />;
}
