class CodegenError(Exception):
    """An error in derivatives.yaml, reported with the file, line and entry it is about."""

    def __init__(self, message, where=None):
        self.message = message
        self.where = where
        super().__init__(f"{where}: {message}" if where else message)
