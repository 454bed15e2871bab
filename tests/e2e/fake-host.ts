// The end-to-end tests' fake model host is the one every test and the bench share.
export { startFakeHost, type Behaviour, type ReceivedRequest } from '../helpers/fake-host/server.ts';
