# @generated from derivatives.yaml by tools/codegen (make generate). Do not edit by hand:
# change derivatives.yaml or templates/, then run `make generate`.
"""Code rendered from derivatives.yaml: backward nodes (functions), forward wrappers
(variable_type) and the public functions and Tensor methods (python_functions)."""
