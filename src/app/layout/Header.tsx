import { Container, Navbar } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { DarkModeToggle } from './DarkModeToggle';
import { NotificationBell } from './NotificationBell';
import { ProfileMenu } from './ProfileMenu';

export function Header() {
  return (
    <Navbar className="app-header border-bottom bg-body" sticky="top">
      <Container fluid>
        <Navbar.Brand as={Link} to="/dashboard" className="fw-bold text-primary">
          CRMS
        </Navbar.Brand>
        <div className="d-flex align-items-center gap-2 ms-auto">
          <NotificationBell />
          <DarkModeToggle />
          <ProfileMenu />
        </div>
      </Container>
    </Navbar>
  );
}
