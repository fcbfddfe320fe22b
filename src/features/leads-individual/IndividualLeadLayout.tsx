import { useState } from 'react';
import { Card, Nav } from 'react-bootstrap';
import { NavLink, Outlet } from 'react-router-dom';
import { INDIVIDUAL_TABS } from './tabs';

export type DemoValues = Record<string, string>;
export interface IndividualLeadContext {
  values: DemoValues;
  setValues: (values: DemoValues) => void;
}

/** /leads-individual: the five tabs over one set of values kept while moving between them. */
export default function IndividualLeadLayout() {
  const [values, setValues] = useState<DemoValues>({});
  return (
    <Card>
      <Card.Body>
        <h1 className="h5 mb-1">Leads Individual</h1>
        <p className="small text-body-secondary">
          A demo form with sample choices: nothing is sent to the server.
        </p>
        <Nav
          variant="tabs"
          className="mb-3 flex-nowrap overflow-auto"
          as="nav"
          aria-label="Individual lead sections"
        >
          {INDIVIDUAL_TABS.map((tab) => (
            <Nav.Item key={tab.path}>
              <Nav.Link as={NavLink} to={`/leads-individual/${tab.path}`} className="text-nowrap">
                {tab.title}
              </Nav.Link>
            </Nav.Item>
          ))}
        </Nav>
        <Outlet context={{ values, setValues } satisfies IndividualLeadContext} />
      </Card.Body>
    </Card>
  );
}
