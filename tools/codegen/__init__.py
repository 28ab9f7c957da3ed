"""minitorch's code generator: derivatives.yaml -> generated/.

Three stages, as in PyTorch's tools/autograd: ``load`` parses and validates the yaml
into a model (``model``), ``plan`` decides what each node saves and computes, and
``render`` lays the plans out through the Jinja2 templates in templates/.
"""
