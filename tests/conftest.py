"""The suite never speaks through this machine's own speech-dispatcher, nor starts one:
whatever a test makes finds no server, unless the test starts its own (test_real_speech)."""

import os

os.environ["SPEECHD_ADDRESS"] = "unix_socket:/nonexistent-accessible-ll-tests/speechd.sock"
os.environ["SPEECHD_CMD"] = "/nonexistent-accessible-ll-tests/speech-dispatcher"
