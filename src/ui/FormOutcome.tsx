// What became of a form's last submission: the exchange's text on success, or its refusal.
import './form.css';
export function FormOutcome({ done, error }: { done: string | null; error: string | null }) {
  return (
    <>
      {done && (
        <p className="ui-ok" role="status">
          {done}
        </p>
      )}
      {error && (
        <p className="ui-field-error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
