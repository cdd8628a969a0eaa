# Hostile: runs a shell that writes outside the sandbox (the test's canary path).
import os

os.system("echo escaped > CANARY")
