import { Card, Tab, Tabs } from 'react-bootstrap';
import { PageLoading } from '../../components/PageLoading';
import { useAppSelector } from '../../lib/hooks';
import { selectUser } from '../../session/selectors';
import { PasswordChangeForm } from './PasswordChangeForm';
import { ProfileUpdateForm } from './ProfileUpdateForm';

/** /profile-update: tabs Profile Update and Password Change. */
export default function ProfilePage() {
  const user = useAppSelector(selectUser);
  if (!user) return <PageLoading />;
  return (
    <Card className="profile-page">
      <Card.Body>
        <h1 className="h5 mb-3">Profile</h1>
        <Tabs defaultActiveKey="profile" id="profile-tabs" className="mb-3" mountOnEnter>
          <Tab eventKey="profile" title="Profile Update">
            <ProfileUpdateForm user={user} />
          </Tab>
          <Tab eventKey="password" title="Password Change">
            <PasswordChangeForm />
          </Tab>
        </Tabs>
      </Card.Body>
    </Card>
  );
}
