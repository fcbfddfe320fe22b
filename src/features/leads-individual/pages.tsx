import { IndividualTabForm } from './IndividualTabForm';

/** One page component per tab route (lazy-loaded with the layout's chunk). */
export const InitialInfoPage = () => <IndividualTabForm path="initial-info" />;
export const BasicInfoPage = () => <IndividualTabForm path="basic-info" />;
export const PersonalInfoPage = () => <IndividualTabForm path="personal-info" />;
export const CommunicationInfoPage = () => <IndividualTabForm path="communication-info" />;
export const ServiceInfoPage = () => <IndividualTabForm path="service-info" />;
