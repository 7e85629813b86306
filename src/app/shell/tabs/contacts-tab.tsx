import { ContactsScreen } from '../../features/contacts/components/contacts-screen.tsx';

/** The Contacts screen inside the home shell. */
export function ContactsTab() {
  return <ContactsScreen />;
}
