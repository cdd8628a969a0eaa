# Hostile: reaches for the network (the test listens on the port in EKB_TEST_PORT).
import socket

s = socket.create_connection(("127.0.0.1", PORT))
s.sendall(b"escaped")
