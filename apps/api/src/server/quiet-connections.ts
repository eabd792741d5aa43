import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Returns what ends, when the API shuts down, the connections that hold no request. Node's close ends idle keep-alive
 * connections, but not one that never sent a request (a client's spare connection, opened after another was cut);
 * waiting for those would hold every shutdown until its deadline; nor one whose request was in flight at the time,
 * which stays open as keep-alive after its answer. Requests in flight still finish, and their connections end after
 * them; a connection that comes while the server closes is ended at once.
 */
export function quietConnectionsEnder(server: Server): () => void {
  const requestsBySocket = new Map<Socket, number>();
  let isClosing = false;
  server.on('connection', (socket: Socket) => {
    if (isClosing) {
      socket.destroy();
      return;
    }
    requestsBySocket.set(socket, 0);
    socket.once('close', () => requestsBySocket.delete(socket));
  });
  server.on('request', (request, response) => {
    const socket = request.socket;
    requestsBySocket.set(socket, (requestsBySocket.get(socket) ?? 0) + 1);
    response.once('close', () => {
      if (!requestsBySocket.has(socket)) return;
      const left = (requestsBySocket.get(socket) ?? 1) - 1;
      requestsBySocket.set(socket, left);
      // Answered while closing: the connection ends after what was written, instead of idling as keep-alive.
      if (isClosing && left === 0) socket.end();
    });
  });
  return () => {
    isClosing = true;
    for (const [socket, requests] of requestsBySocket) if (requests === 0) socket.destroy();
  };
}
