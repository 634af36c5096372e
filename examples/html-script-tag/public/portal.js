// The partner's own script: points the elements at the API (`?api=<url>` here; a real page writes it into the
// attributes), shows the inbox once the user signed in, and lists the elements' events in an Activity log.
(function () {
  var api = new URLSearchParams(location.search).get('api') || 'http://localhost:4010/api/v1';
  var socket = new URL(api).origin;
  var login = document.getElementById('login');
  var inbox = document.getElementById('inbox');
  var activity = document.getElementById('activity');
  login.setAttribute('api-url', api);
  inbox.setAttribute('api-url', api);
  inbox.setAttribute('socket-url', socket);

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

  document.addEventListener('wacrm-signed-in', function (event) {
    // The session the login element holds goes to the inbox through properties, never attributes.
    if (login.client) inbox.client = login.client;
    if (login.tokenStore) inbox.tokenStore = login.tokenStore;
    var user = event.detail && event.detail.user;
    if (user && user.userId) inbox.setAttribute('client-id', user.userId);
    login.hidden = true;
    inbox.hidden = false;
  });
})();
