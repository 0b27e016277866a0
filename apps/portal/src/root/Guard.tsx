import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useParams } from 'react-router-dom';
import { guard, isLanguage, DEFAULT_LANGUAGE, type Access } from '../kit/routing/paths';
import { useSession, useSessionActor } from '../kit/ServicesContext';

/** A route group's guard (spec §5 route guards); the API enforces the same rules. */
export function Guard({ access }: { access: Access }) {
  const session = useSession();
  const actor = useSessionActor();
  const location = useLocation();
  const { lang: param } = useParams();
  const lang = isLanguage(param) ? param : DEFAULT_LANGUAGE;
  const decision = guard(
    access,
    session.status === 'authenticated'
      ? { status: 'authenticated', role: session.role }
      : { status: 'anonymous' },
    lang,
    `${location.pathname}${location.search}${location.hash}`,
  );
  const denied = decision.kind === 'redirect' && decision.accessDenied === true;
  useEffect(() => {
    // Spec §5: a route with another role sets the access-denied flag.
    if (denied) actor.send({ type: 'ALERT', alert: 'accessDenied' });
  }, [denied, actor]);
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return <Outlet />;
}
