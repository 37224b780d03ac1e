# Speeltafel's entry point: the app package (app.zip, see pyscript.toml) does the work.
from app.main import start

start()
