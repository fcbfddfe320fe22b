-- A birthday contact's company, designation, number and address are optional (server/birthdays/
-- input.ts stores null when left blank, BirthdayRow types them `string | null`): the columns were
-- NOT NULL, so a contact saved or imported without one failed with a 500.
ALTER TABLE birthdays ALTER COLUMN company_name DROP NOT NULL;
ALTER TABLE birthdays ALTER COLUMN designation DROP NOT NULL;
ALTER TABLE birthdays ALTER COLUMN contact_number DROP NOT NULL;
ALTER TABLE birthdays ALTER COLUMN address DROP NOT NULL;
