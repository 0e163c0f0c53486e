import { redirect } from 'react-router';

/** / and /today go to the English home page. */
export function loader() {
  return redirect('/en', 301);
}
