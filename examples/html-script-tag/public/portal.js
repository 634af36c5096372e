// The partner's own script: puts the sign-in element on the page, pointed at the API (`?api=<url>` here; a real page
// writes its address into the attribute), swaps it for the inbox once the user signed in, and lists the elements'
// events in an Activity log. Elements are created with their attributes set before they enter the page, so none
// starts without its configuration.
(function () {
  var api = new URLSearchParams(location.search).get('api') || 'http://localhost:4010/api/v1';
  var desk = document.getElementById('desk');
  var activity = document.getElementById('activity');

  // Every event as the page received it, for the journey to inspect (type, bubbles, composed, detail).
  window.wacrmEvents = [];
  ['wacrm-signed-in', 'wacrm-session-expired', 'wacrm-message', 'wacrm-error'].forEach(function (type) {
    document.addEventListener(type, function (event) {
      window.wacrmEvents.push({
        type: event.type,
        bubbles: event.bubbles,
        composed: event.composed,
        target: event.target && event.target.localName,
        detail: JSON.parse(JSON.stringify(event.detail === undefined ? null : event.detail)),
      });
      var item = document.createElement('li');
      item.textContent = event.type;
      activity.appendChild(item);
    });
  });

  var login = document.createElement('wacrm-login');
  login.setAttribute('api-url', api);
  desk.appendChild(login);

  login.addEventListener('wacrm-signed-in', function () {
    var inbox = document.createElement('wacrm-inbox');
    inbox.setAttribute('api-url', api);
    inbox.setAttribute('socket-url', new URL(api).origin);
    // The session the login element holds goes to the inbox through properties, never attributes.
    if (login.client) inbox.client = login.client;
    if (login.tokenStore) inbox.tokenStore = login.tokenStore;
    login.remove();
    desk.appendChild(inbox);
  });
})();
