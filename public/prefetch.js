// The task files (`GET /api/suite/files/{hash}`, docs/APP.md "Size and first verdict"): the task, Run
// and Remote devices pages need them, so their download starts here — a classic `async` script that
// runs as soon as it arrives, before `boot.js` has imported `app.js` — beside the app's module, not
// after it has started; the app's own request (app/src/ui/suite.rs) then finds them in the HTTP cache
// (the address names its content: immutable). Other pages fetch nothing. A failure here is the
// app's to report, on its own request.
if (/^\/(task\/|run$|remote$)/.test(location.pathname)) {
  fetch("/api/suite")
    .then((r) => r.json())
    .then((s) => fetch(`/api/suite/files/${s.files}`))
    .then((r) => r.arrayBuffer())
    .catch(() => {});
}
