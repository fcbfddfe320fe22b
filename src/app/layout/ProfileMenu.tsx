import { Dropdown } from 'react-bootstrap';
import { useAppNavigate } from '../../lib/appNavigate';
import { selectUser } from '../../session/selectors';
import { useLogout } from '../../session/useLogout';
import { useAppSelector } from '../../lib/hooks';

export function ProfileMenu() {
  const user = useAppSelector(selectUser);
  const navigate = useAppNavigate();
  const logout = useLogout();
  return (
    <Dropdown align="end" className="app-profile-menu">
      {/* The name shown is part of the button's name (WCAG 2.5.3 label in name). */}
      <Dropdown.Toggle variant="outline-secondary" size="sm" id="profile-menu">
        {user?.name ?? 'Account'}
        <span className="visually-hidden">, Profile menu</span>
      </Dropdown.Toggle>
      <Dropdown.Menu>
        <Dropdown.Item as="button" type="button" onClick={() => navigate('/dashboard')}>
          Dashboard
        </Dropdown.Item>
        <Dropdown.Item as="button" type="button" onClick={() => navigate('/profile-update')}>
          My Profile
        </Dropdown.Item>
        <Dropdown.Divider />
        <Dropdown.Item as="button" type="button" onClick={() => void logout()}>
          Logout
        </Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
  );
}
