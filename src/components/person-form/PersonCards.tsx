import { Button } from 'react-bootstrap';
import { PersonCard } from './PersonCard';
import { emptyPerson } from './personValues';
import { useArrayRows } from './useArrayRows';

/** The repeatable person cards; a card can be removed while more than one exists. */
export function PersonCards() {
  const persons = useArrayRows('concern_person_info', 'name');
  return (
    <>
      {persons.names.map((name, index) => (
        <PersonCard
          key={name}
          name={name}
          index={index}
          onRemove={persons.count > 1 ? persons.remove : undefined}
        />
      ))}
      <Button variant="outline-primary" className="mb-3" onClick={() => persons.push(emptyPerson())}>
        Add Another Concern Person
      </Button>
    </>
  );
}
