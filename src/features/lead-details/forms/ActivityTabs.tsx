import { Tab, Tabs } from 'react-bootstrap';
import type { ConcernPerson } from '../../../../contract/records';
import { EmailForm } from './EmailForm';
import { FilesForm } from './FilesForm';
import { TaskForm } from './TaskForm';
import { LogActivityForm, NoteForm, SmsForm } from './TextActivityForms';
import type { FormPlace } from './constants';

/** The six forms, in the order Log Activity, Task, Note, SMS, Email, File. */
export function ActivityTabs({
  leadId,
  keyAccount,
  leadTitle,
  persons,
}: FormPlace & { persons: ConcernPerson[] }) {
  const personEmails = persons.flatMap((p) =>
    (p.email ?? []).slice(0, 1).map((email) => ({ name: p.name, email })),
  );
  const place = { leadId, keyAccount, leadTitle };
  return (
    <Tabs defaultActiveKey="log" id="activity-forms" className="mb-3" mountOnEnter unmountOnExit>
      <Tab eventKey="log" title="Log Activity">
        <LogActivityForm {...place} />
      </Tab>
      <Tab eventKey="task" title="Task">
        <TaskForm {...place} />
      </Tab>
      <Tab eventKey="note" title="Note">
        <NoteForm {...place} />
      </Tab>
      <Tab eventKey="sms" title="SMS">
        <SmsForm {...place} />
      </Tab>
      <Tab eventKey="email" title="Email">
        <EmailForm {...place} personEmails={personEmails} />
      </Tab>
      <Tab eventKey="file" title="File">
        <FilesForm {...place} />
      </Tab>
    </Tabs>
  );
}
